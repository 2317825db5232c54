// Types of deploy-config.mjs for the TypeScript tests that import it (the scripts themselves are
// plain JavaScript, outside the type-checked projects).

/** The parts of a wrangler.jsonc (or of a build's wrangler.json) that the scripts read. */
export interface WranglerEnvironment {
  name?: string;
  targetEnvironment?: string;
  vars?: Record<string, string>;
  routes?: (string | { pattern: string; custom_domain?: boolean; zone_name?: string })[];
  d1_databases?: { binding: string; database_name?: string; database_id?: string; migrations_dir?: string }[];
  r2_buckets?: { binding: string; bucket_name?: string }[];
  queues?: {
    producers?: { binding: string; queue: string }[];
    consumers?: { queue: string; dead_letter_queue?: string; [setting: string]: unknown }[];
  };
  send_email?: {
    name: string;
    destination_address?: string;
    allowed_destination_addresses?: string[];
    allowed_sender_addresses?: string[];
  }[];
  ratelimits?: { name: string }[];
  ai?: { binding: string; remote?: boolean };
  [field: string]: unknown;
}
export interface WranglerConfig extends WranglerEnvironment {
  env?: Record<string, WranglerEnvironment>;
}

export declare const PLACEHOLDER_DATABASE_ID: string;
export declare function wranglerBin(): string;
export declare function wranglerEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export declare function runWranglerCaptured(args: string[]): { status: number; stdout: string; output: string };
export declare function parseWranglerConfig(text: string, source?: string): WranglerConfig;
export declare function readWranglerConfig(configPath: string): { text: string; config: WranglerConfig };
export declare function setJsoncValue(text: string, jsonPath: (string | number)[], value: unknown): string;
export declare function environmentNames(config: WranglerConfig): string[];
export declare function environmentResources(
  config: WranglerConfig,
  envName: string,
): { database?: { name?: string; id?: string }; buckets: string[]; queues: string[] };
export declare function isPlaceholderHost(host: string): boolean;
export declare function emailProblems(name: string, value: unknown): string[];
export declare function siteUrlProblems(value: unknown): string[];
export declare function sendEmailProblems(
  bindings: WranglerEnvironment["send_email"],
  staffEmail: string | undefined,
  notifyFrom: string | undefined,
): string[];
export declare const TURNSTILE_TEST_SITE_KEY: RegExp;
export declare const TURNSTILE_SECRET: "TURNSTILE_SECRET_KEY";
export declare function turnstileProblems(vars: Record<string, string | undefined>): string[];
export declare function listsTurnstileSecret(output: string): boolean;
export declare const GENERATED_TYPES: "worker-configuration.d.ts";
export declare const MODEL_SETTING: RegExp;
export declare function aiModelCatalog(typesText: string): Set<string>;
export declare function readAiModelCatalog(typesPath?: string): Set<string>;
export declare function modelProblems(vars: Record<string, string | undefined>, catalog: Set<string>): string[];
export declare function validateEnvironment(config: WranglerConfig, envName: string, catalog?: Set<string>): string[];
export declare function parseUploadSize(output: string): { uploadKiB: number; gzipKiB: number } | undefined;
export declare function measureWorkerSize(options?: { envName?: string }): {
  uploadKiB: number;
  gzipKiB: number;
  output: string;
};
export declare function builtConfigProblems(
  built: WranglerEnvironment,
  config: WranglerConfig,
  envName: string,
): string[];
