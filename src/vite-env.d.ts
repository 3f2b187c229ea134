// Types of Vite's environment variables used by the app.
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the REST API; the app's own origin when unset. */
  readonly VITE_API_BASE?: string;
}
