import { applyDecorators } from '@nestjs/common';
import { Max, Min, ValidateBy } from 'class-validator';

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

/** A finite number whose paise are whole (up to float noise): 499.5 and 0.29 pass; 1e-7, NaN and Infinity do not. */
export const isMoneyAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/**
 * At most two decimals, judged on the number itself. class-validator's `maxDecimalPlaces` splits the number's
 * text at '.', and 1e-7 has none (a TypeError there, so a 500); this reads exponent notation as the number it is.
 */
export const TwoDecimals = (message: string) =>
  ValidateBy({ name: 'twoDecimals', validator: { validate: (v: unknown) => isMoneyAmount(v), defaultMessage: () => message } });
