import { ApiError, type TeamData } from '@adlens/shared-contracts';
import type { FakeHandler } from '@adlens/shared-contracts/testing';
import { TUTORIALS, dashboardFixture, profileFixture, teamFixture } from '../testing/fixtures';
import { webhookHandlers } from './webhook-handlers';

function inline(field: string, message: string): ApiError {
  return new ApiError({ message, action: 'INLINE', field, type: 'error', code: 422 }, 422);
}

function bodyField(input: { body?: unknown }, name: string): unknown {
  const body: unknown = input.body;
  if (typeof body !== 'object' || body === null || !(name in body)) return undefined;
  return Object.getOwnPropertyDescriptor(body, name)?.value;
}

/**
 * Fake dashboard calls for the standalone harness, with in-memory state so that a save, an
 * upload or an invitation shows as it would against dev-api (same limits and messages).
 */
export function dashboardHandlers(): Record<string, FakeHandler> {
  let profile = profileFixture();
  let team: TeamData = teamFixture();
  return {
    ...webhookHandlers(),
    'GET /v1/user/dashboard': () => dashboardFixture(),
    'GET /v1/common/tutorials': () => ({ items: TUTORIALS }),
    'GET /v1/user/profile': () => profile,
    'PATCH /v1/user/profile': (input) => {
      const patch = input.body;
      if (typeof patch === 'object' && patch !== null) profile = { ...profile, ...patch };
      return profile;
    },
    'POST /v1/user/profile/avatar': (input) => {
      const file = input.body instanceof FormData ? input.body.get('avatar') : null;
      if (!(file instanceof File)) throw inline('avatar', 'Choose an image to upload.');
      profile = { ...profile, avatar_url: URL.createObjectURL(file) };
      return { avatar_url: profile.avatar_url };
    },
    'PATCH /v1/user/profile/password': (input) => {
      if (bodyField(input, 'current_password') !== 'adlens-demo')
        throw inline('current_password', 'The current password is wrong');
      return { changed: true };
    },
    'POST /v1/user/profile/source-type': (input) => ({
      source_type: bodyField(input, 'source_type'),
    }),
    'POST /v1/user/profile/saw': () => ({ saw: true }),
    'GET /v1/subscription/team/members': () => team,
    'PUT /v1/subscription/team/add-member': (input) => {
      const email = String(bodyField(input, 'email')).toLowerCase();
      if (team.members.some((member) => member.email === email))
        throw inline('email', 'This person is already on your team');
      if (team.used >= team.limit)
        throw inline(
          'email',
          `Your plan allows a team of ${team.limit}. Remove a member or upgrade your plan.`,
        );
      const member = { email, status: 'invited' as const, added_at: new Date().toISOString() };
      team = { ...team, members: [...team.members, member], used: team.used + 1 };
      return team;
    },
    'POST /v1/subscription/team/remove-member': (input) => {
      const email = String(bodyField(input, 'email'));
      const members = team.members.filter((member) => member.email !== email);
      if (members.length === team.members.length)
        throw inline('email', 'This person is not on your team');
      team = { ...team, members, used: members.length + 1 };
      return team;
    },
  };
}
