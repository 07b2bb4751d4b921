export declare const SEED_CACHE_ENV: Readonly<{ DEV_API_SEED_CACHE: string }>;
