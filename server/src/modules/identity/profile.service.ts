import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { ImageStore, UploadedFile } from '../../platform/uploads/index.js';
import { Gender, User } from './identity.entities.js';

/** Spec §5, §9: a nickname has at most 10 characters. */
export const NICKNAME_MAX_LENGTH = 10;
/** Avatars are stored as squares of this many pixels. */
export const AVATAR_SIZE = 256;
const TEXT_LIMITS = { location: 100, firstName: 50, lastName: 50, companyName: 100, companyPosition: 50 } as const;
type ProfileText = keyof typeof TEXT_LIMITS;

/**
 * A change to the signed-in user's own profile. An absent field stays as it is; null or blank clears
 * it. E-mail and phone are not here: changing them needs a verification code.
 */
export interface ProfileChange extends Partial<Record<ProfileText, string | null>> {
  nickname?: string | null;
  gender?: Gender | null;
  /** `YYYY-MM-DD`. */
  birthday?: string | null;
}

const field = (name: string) => ['input', name];

/** Characters as a person counts them (an emoji or a Chinese character is one). */
const characterCount = (text: string) => [...text].length;

function cleanText(value: string | null, max: number, name: string): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (characterCount(text) > max)
    throw new DomainError('PROFILE_TEXT_TOO_LONG', { params: { max }, field: field(name) });
  return text;
}

/** The user's own profile: nickname, avatar, gender, birthday, location, name, company. */
export class ProfileService {
  constructor(
    private readonly clock: Clock,
    private readonly images: ImageStore,
  ) {}

  /** Only ever the signed-in user's row: there is no way to name another user. */
  async updateProfile(ctx: RequestContext, change: ProfileChange): Promise<User> {
    const user = await this.ownUser(ctx);
    if (change.nickname !== undefined) user.nickname = this.checkNickname(change.nickname);
    if (change.gender !== undefined) user.gender = change.gender ?? Gender.SECRET;
    if (change.birthday !== undefined) user.birthday = this.checkBirthday(change.birthday);
    for (const name of Object.keys(TEXT_LIMITS) as ProfileText[]) {
      const value = change[name];
      if (value !== undefined) user[name] = cleanText(value, TEXT_LIMITS[name], name);
    }
    await ctx.em.flush();
    return user;
  }

  /** Replaces the avatar with the uploaded image, checked by content and re-encoded as a square. */
  async setAvatar(ctx: RequestContext, file: UploadedFile | undefined): Promise<User> {
    const user = await this.ownUser(ctx);
    if (!file) throw new DomainError('IMAGE_UPLOAD_FAILED', { field: ['file'] });
    const stored = await this.images.save(file.bytes, { folder: 'avatars', square: AVATAR_SIZE });
    const previous = user.avatarPath;
    user.avatarPath = stored.path;
    await ctx.em.flush();
    if (previous) await this.images.remove(previous);
    return user;
  }

  private async ownUser(ctx: RequestContext): Promise<User> {
    const user = await ctx.em.findOne(User, { id: Number(requireUser(ctx).id) });
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return user;
  }

  private checkNickname(value: string | null): string | null {
    const nickname = value?.trim() ?? '';
    if (characterCount(nickname) > NICKNAME_MAX_LENGTH) {
      throw new DomainError('NICKNAME_TOO_LONG', { field: field('nickname') });
    }
    return nickname || null;
  }

  private checkBirthday(value: string | null): string | null {
    const text = value?.trim() ?? '';
    if (!text) return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
    const real = date && date.toISOString().slice(0, 10) === text;
    // A birthday "today" anywhere on earth is fine, so compare with the latest calendar day in use (UTC+14).
    const latestToday = new Date(this.clock.now().getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
    if (!real || text > latestToday || text < '1900-01-01') {
      throw new DomainError('BIRTHDAY_INVALID', { field: field('birthday') });
    }
    return text;
  }
}
