// The web app manifest: what makes the app installable on a phone's home screen.
import type { ManifestOptions } from 'vite-plugin-pwa';

export const THEME_COLOR = '#2f7d32';
export const BACKGROUND_COLOR = '#f6f7f4';

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'GrowDiaries — grow journals offline',
  short_name: 'GrowDiaries',
  description: 'Keep weekly grow diaries, read other growers\u2019 journals and compare strains, nutrients and gear, even without signal.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['lifestyle', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
