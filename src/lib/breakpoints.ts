/** Mobile layout up to 992.98 px (SPEC.md section 9: the wide layout starts at 993 px). */
export const MOBILE_QUERY = '(max-width: 992.98px)';
