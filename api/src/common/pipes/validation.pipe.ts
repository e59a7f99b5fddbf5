import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { Messages } from '@marketplace/shared-dto';

/** A missing field is reported as missing ('… is required.'), not by whichever other rule failed first. */
const FIRST = ['whitelistValidation', 'isNotEmpty', 'isDefined'];

function collect(errors: ValidationError[], prefix: string, out: Record<string, string>) {
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) {
      const c = e.constraints;
      const key = FIRST.find((k) => c[k]) ?? Object.keys(c)[0];
      out[field] = key === 'whitelistValidation' ? Messages.unknownField(field) : c[key];
    }
    if (e.children?.length) collect(e.children, field, out);
  }
}

/** Turns class-validator failures into field → message details. */
export function validationDetails(errors: ValidationError[]): Record<string, string> {
  const details: Record<string, string> = {};
  collect(errors, '', details);
  return details;
}

/** Bad input is 400 with per-field details; the first problem is the message. Unknown fields are refused. */
export function createValidationPipe() {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const details = validationDetails(errors);
      const first = Object.values(details)[0] ?? Messages.validationFailed;
      return new BadRequestException({ message: first, details });
    },
  });
}
