declare module '*.css';
/** The package version, replaced at build time by webpack (undefined under jest). */
declare const __APP_VERSION__: string;
