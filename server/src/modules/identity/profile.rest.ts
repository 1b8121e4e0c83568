import { z } from 'zod';
import { defineRoute } from '../../rest/route.js';
import { Gender } from './identity.entities.js';
import { toUserInfo, userInfo } from './identity.rest.js';
import type { ProfileService } from './profile.service.js';

/** Absent: unchanged; null or "": cleared. Lengths are checked by the service, with translated messages. */
const optionalText = (description: string) => z.string().max(1000).nullable().optional().describe(description);

export function profileRoutes(profile: ProfileService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/user/profile',
      tag: 'user',
      summary: "Changes the signed-in user's profile; only the fields sent change; answers the user info",
      body: z.object({
        nickname: optionalText('At most 10 characters'),
        gender: z.enum([Gender.MALE, Gender.FEMALE, Gender.SECRET]).nullable().optional(),
        birthday: optionalText('YYYY-MM-DD, not in the future'),
        location: optionalText('At most 100 characters'),
        first_name: optionalText('At most 50 characters'),
        last_name: optionalText('At most 50 characters'),
        company_name: optionalText('At most 100 characters'),
        company_position: optionalText('At most 50 characters'),
      }),
      data: userInfo,
      handle: async (ctx, { body }) =>
        toUserInfo(
          await profile.updateProfile(ctx, {
            nickname: body.nickname,
            gender: body.gender,
            birthday: body.birthday,
            location: body.location,
            firstName: body.first_name,
            lastName: body.last_name,
            companyName: body.company_name,
            companyPosition: body.company_position,
          }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/user/avatar',
      tag: 'user',
      summary: 'Uploads a new avatar (multipart field `file`: JPEG, PNG or WebP up to 5 MB); answers the user info',
      multipart: { maxFiles: 1 },
      data: userInfo,
      handle: async (ctx, { files }) => toUserInfo(await profile.setAvatar(ctx, files[0])),
    }),
  ];
}
