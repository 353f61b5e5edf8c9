// The user fields remembered in local storage, read from any Relay response that spreads
// this @inline fragment (login, register, magic link, revalidation, the shell's viewer).
import { graphql, readInlineData } from 'react-relay';
import type { storedUser_user$data, storedUser_user$key } from './__generated__/storedUser_user.graphql';
import type { StoredUser } from './storage';

export const storedUserFragment = graphql`
  fragment storedUser_user on User @inline {
    id
    userId
    username
    displayName
    role
    email
    emailVerified
    hasPassword
    avatarColor
    onboardingComplete
  }
`;

function toRole(role: storedUser_user$data['role']): StoredUser['role'] {
  return role === 'ADMIN' || role === 'GODMIN' ? role : 'MEMBER';
}

export function readStoredUser(key: storedUser_user$key): StoredUser {
  const data = readInlineData(storedUserFragment, key);
  return {
    id: data.id,
    userId: data.userId,
    username: data.username ?? null,
    displayName: data.displayName,
    role: toRole(data.role),
    email: data.email ?? null,
    emailVerified: data.emailVerified ?? null,
    hasPassword: data.hasPassword ?? null,
    avatarColor: data.avatarColor,
    onboardingComplete: data.onboardingComplete ?? null,
  };
}
