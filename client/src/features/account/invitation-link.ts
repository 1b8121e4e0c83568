/** The query parameter of a shared sign-up link that carries the inviter's code (`/login/login/register?invite=`). */
export const INVITE_CODE_PARAM = 'invite';

const REGISTER_PATH = '/login/login/register';

/** The sign-up page with the code filled in, as a path inside the shop. */
export function invitationPath(inviteCode: string): string {
  return `${REGISTER_PATH}?${new URLSearchParams({ [INVITE_CODE_PARAM]: inviteCode }).toString()}`;
}
