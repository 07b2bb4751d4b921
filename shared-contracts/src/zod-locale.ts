import { config } from 'zod/mini';
import { en } from 'zod/locales';

// zod mini has no default locale (classic zod set English on its own): without this, every check that
// carries no message of ours would reach a form or an API error as "Invalid input". The setting is
// zod's global one, so it also reaches a copy of zod that a remote bundles for its own schemas.
config(en());
