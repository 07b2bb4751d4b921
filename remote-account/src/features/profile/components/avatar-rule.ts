import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@adlens/shared-contracts';
import type { FormSchema } from '@adlens/shared-ui';

/** The same words dev-api answers with, so page and server explain the rule alike. */
export const AVATAR_RULE_MESSAGE = 'Upload a PNG, JPEG or WebP image of at most 2 MB.';
export const AVATAR_MISSING_MESSAGE = 'Choose an image to upload.';

function isAllowedType(type: string): boolean {
  return (AVATAR_CONTENT_TYPES as readonly string[]).includes(type);
}

/** Why a file cannot be the avatar, checked before anything is sent; null when it can. */
export function avatarFileProblem(file: File | null): string | null {
  if (!file) return AVATAR_MISSING_MESSAGE;
  if (!isAllowedType(file.type) || file.size > AVATAR_MAX_BYTES || file.size === 0) {
    return AVATAR_RULE_MESSAGE;
  }
  return null;
}

/** The avatar form's rule in the shape a form submission validates with. */
export const avatarFileSchema: FormSchema<File> = {
  safeParse(value) {
    const file = value instanceof File ? value : null;
    const problem = avatarFileProblem(file);
    if (file && !problem) return { success: true, data: file };
    return {
      success: false,
      error: { issues: [{ path: ['avatar'], message: problem ?? AVATAR_MISSING_MESSAGE }] },
    };
  },
};
