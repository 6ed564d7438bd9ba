/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Gateway host in front of the API; empty means same origin. */
  readonly VITE_API_BASE?: string;
  /** External sub-platforms in the 关于平台 menu (§2); fictional defaults in config/nav.ts. */
  readonly VITE_PUBLIC_PLATFORM_URL?: string;
  readonly VITE_TRACE_PLATFORM_URL?: string;
  readonly VITE_ACHIEVEMENT_PLATFORM_URL?: string;
  readonly VITE_BIGDATA_PLATFORM_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
