/// <reference types="vite/client" />

/** Application version from package.json, injected by Vite at build time. */
declare const __APP_VERSION__: string;
/** Build date (ISO YYYY-MM-DD), injected by Vite at build time. */
declare const __BUILD_DATE__: string;
