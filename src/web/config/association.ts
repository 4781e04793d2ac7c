import { msg } from '@lingui/core/macro';
import { mdiFacebook, mdiInstagram, mdiYoutube } from '@mdi/js';

export { APP_NAME } from '@shared/site';

/** The operating association (placeholder data until the association supplies its own). */
export const ASSOCIATION = {
  name: msg`Verband Deutscher Taubenzüchter e. V.`,
  street: 'Musterstraße 12',
  zipCode: '34117',
  city: 'Kassel',
  country: msg`Deutschland`,
  phone: '+49 561 000 00 00',
  email: 'kontakt@taubenschau.example',
  representative: 'Dr. Hans Beispiel',
  register: 'VR 1234, Amtsgericht Kassel',
} as const;

export const SOCIAL_LINKS = [
  { name: 'Facebook', url: 'https://www.facebook.com/taubenschau', icon: mdiFacebook },
  { name: 'YouTube', url: 'https://www.youtube.com/@taubenschau', icon: mdiYoutube },
  { name: 'Instagram', url: 'https://www.instagram.com/taubenschau', icon: mdiInstagram },
] as const;
