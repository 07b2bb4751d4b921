import type { AVATAR_CONTENT_TYPES } from '@adlens/shared-contracts';
import { AVATAR_MAX_BYTES } from '@adlens/shared-contracts';
import { ApiFailure, fail } from '../../http/api-failure';

type AvatarType = (typeof AVATAR_CONTENT_TYPES)[number];

export const AVATAR_RULE_MESSAGE = 'Upload a PNG, JPEG or WebP image of at most 2 MB.';

export function avatarTooLarge(): ApiFailure {
  return new ApiFailure(413, {
    message: AVATAR_RULE_MESSAGE,
    action: 'INLINE',
    field: 'avatar',
    type: 'error',
    code: 413,
  });
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The type the file's first bytes prove; the declared type alone is not trusted. */
export function sniffImageType(bytes: Uint8Array): AvatarType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Checks the uploaded form value and returns its bytes and proven type. */
export async function readAvatar(
  value: unknown,
): Promise<{ bytes: Uint8Array; contentType: AvatarType }> {
  if (!(value instanceof File)) throw fail.inline('avatar', 'Choose an image to upload.');
  if (value.size > AVATAR_MAX_BYTES) throw avatarTooLarge();
  if (value.size === 0) throw fail.inline('avatar', 'The file is empty.');
  const bytes = new Uint8Array(await value.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) throw fail.inline('avatar', AVATAR_RULE_MESSAGE);
  return { bytes, contentType };
}
