// Types of Vite's environment variables used by the app.
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the REST API; the app's own origin when unset. */
  readonly VITE_API_BASE?: string;
  /** This build's id and time, also written to builds/latest.json (vite.config.ts). */
  readonly VITE_BUILD_ID: string;
  readonly VITE_BUILT_AT: string;
}

/** Every screen-string file of one language, merged at build time (src/i18n/screen-strings-plugin.ts). */
declare module 'virtual:screen-strings/*' {
  const strings: Record<string, unknown>;
  export default strings;
}
