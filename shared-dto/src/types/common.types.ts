/** A page of a list: `{data, total}`. */
export interface Paged<T> {
  data: T[];
  total: number;
}

/** An answer wrapped as `{data}` (a list of approved items, one performer, the logo). */
export interface Envelope<T> {
  data: T;
}

/** Calls that only confirm: `{message}`. */
export interface MessageResponse {
  message: string;
}

/** The hero, performer and content calls that only confirm: `{success: true, message}`. */
export interface SuccessMessageResponse {
  success: true;
  message: string;
}

/** `{success: true, data}`: the hero calls' answers. */
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}

/** The one error body of the API. `error` repeats `message` because the spec's clients show `error`. */
export interface ErrorBody {
  statusCode: number;
  /** Stable across languages (`BOOKING_SOLD_OUT`): what a client translates by. */
  code: string;
  error: string;
  /** In the language of the request's Accept-Language (English or Hindi). */
  message: string;
  details?: Record<string, string>;
}

/** Every resource carries `_id` and `id` (the same string). */
/** The error body of the hero and back-office performer calls: the one error body with `success: false` (absent when refused before them). */
export interface FlaggedErrorBody extends ErrorBody {
  success?: false;
}

export interface Identified {
  _id: string;
  id: string;
}

export interface ListQuery {
  page?: number;
  limit?: number;
  q?: string;
  status?: string;
  sort?: string;
  order?: 'asc' | 'desc' | 'ASC' | 'DESC';
}
