import { applyDecorators } from '@nestjs/common';
import { Max, Min } from 'class-validator';

/**
 * Both ends of a number's range, named in the message: numbers past them would overflow the integer
 * columns (or paise arithmetic) they reach and fail in the database instead of answering 400.
 */
export const InRange = (label: string, min: number, max: number) => {
  const message = `${label} must be between ${min.toLocaleString('en-IN')} and ${max.toLocaleString('en-IN')}.`;
  return applyDecorators(Min(min, { message }), Max(max, { message }));
};

/** The upper end only, for fields that already state their lower bound in their own words. */
export const AtMost = (label: string, max: number) => Max(max, { message: `${label} must be at most ${max.toLocaleString('en-IN')}.` });
