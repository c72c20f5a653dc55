/**
 * StreamIt's social media accounts. The public site configuration (GET /site/config) does not carry them
 * yet, so they live here; replace the handles with the real accounts before launch.
 */
export const SOCIAL_LINKS = [
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/streamit' },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@streamit' },
  { id: 'x', label: 'X', href: 'https://x.com/streamit' },
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/streamit' },
] as const;
