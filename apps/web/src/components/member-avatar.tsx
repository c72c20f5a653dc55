import type { MemberUser } from '@streamit/contract';
import { getAvatarInitial } from '../lib/member-display';

/** Props of MemberAvatar. */
export interface MemberAvatarProps {
  user: Pick<MemberUser, 'avatarUrl' | 'displayName'>;
  size?: 'sm' | 'lg';
}

/** The avatar image, or the display name's first letter in upper case, else 'A' (spec §2). Decorative. */
export function MemberAvatar({ user, size = 'sm' }: MemberAvatarProps) {
  const className = `si-avatar si-avatar--${size}`;
  if (user.avatarUrl) {
    return (
      <img className={className} src={user.avatarUrl} alt="" width={40} height={40} data-avatar="image" />
    );
  }
  return (
    <span className={className} aria-hidden="true" data-avatar="initial">
      {getAvatarInitial(user)}
    </span>
  );
}
