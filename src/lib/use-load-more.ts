/** SPEC.md section 9: infinite lists load more when the end is within about two screens. */
export const LOAD_MORE_MARGIN = '0px 0px 200% 0px';
