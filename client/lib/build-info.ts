/** Application version, from package.json at build time. */
export const APP_VERSION: string = __APP_VERSION__;
/** Date of the build (YYYY-MM-DD). */
export const BUILD_DATE: string = __BUILD_DATE__;
