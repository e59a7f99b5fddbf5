/**
 * Every edit form's `resetOptions`: when the record arrives again (react-admin first shows the copy from the list,
 * then the fresh one), what the administrator has already typed stays; only untouched fields take the new values.
 * Without it a fast typist on a slow connection loses the edit (the browser test lost a typed title under load).
 */
export const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;
