/** Limits of the input formats of SPEC.md section 5, shared by the forms, the API schemas and the demo backend. */

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 36;
export const NICKNAME_MIN = 4;

/**
 * Logo upload (merchant and store logos, SPEC.md section 5): jpeg or png, at most 1 MB.
 * `image/jpg` is the non-standard name some systems give a jpeg; it is accepted too.
 */
export const LOGO_MAX_BYTES = 1_048_576;
export const LOGO_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const LOGO_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
