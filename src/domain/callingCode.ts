/**
 * Australia's calling code, the form's default. Kept apart from phone.ts so that modules needing
 * only the constant do not pull libphonenumber-js's metadata into the kiosk's first load.
 */
export const DEFAULT_CALLING_CODE = '61'
