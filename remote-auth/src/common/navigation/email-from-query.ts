import { emailBodySchema } from '@adlens/shared-contracts';

/** The `email` query value when it is a well-formed address, else an empty string. */
export function emailFromQuery(searchParams: URLSearchParams): string {
  const parsed = emailBodySchema.safeParse({ email: searchParams.get('email') ?? '' });
  return parsed.success ? parsed.data.email : '';
}
