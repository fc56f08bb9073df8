import { z } from 'zod';
import type { Db } from '../store/db.js';
import { readConfig } from './config-store.js';

const TERMS_CONFIG_ID = 'selfservice.terms';

const termsConfigSchema = z.looseObject({
  versions: z
    .array(
      z.looseObject({
        version: z.string(),
        termsTranslations: z.record(z.string(), z.string()),
        createDate: z.string(),
      }),
    )
    .min(1),
  active: z.string(),
});

type TermsConfig = z.infer<typeof termsConfigSchema>;

/** The terms the platform ships, when the realm has not configured its own. */
const DEFAULT_TERMS: TermsConfig = {
  active: '1.0',
  versions: [
    {
      version: '1.0',
      createDate: '2026-01-01T00:00:00.000Z',
      termsTranslations: {
        en: 'You use this service for lawful purposes only, keep your sign-in details to yourself, and tell us at once if someone else may know them. We keep your profile and sign-in history to run the service and delete them when you delete your account.',
        fr: 'Vous utilisez ce service à des fins licites uniquement, gardez vos identifiants pour vous et nous prévenez sans délai si quelqu’un d’autre peut les connaître. Nous conservons votre profil et votre historique de connexion pour faire fonctionner le service et les supprimons lorsque vous supprimez votre compte.',
        de: 'Sie nutzen diesen Dienst nur für rechtmäßige Zwecke, behalten Ihre Anmeldedaten für sich und sagen uns sofort Bescheid, wenn jemand anderes sie kennen könnte. Wir speichern Ihr Profil und Ihren Anmeldeverlauf, um den Dienst zu betreiben, und löschen sie, wenn Sie Ihr Konto löschen.',
      },
    },
  ],
};

/** The active version of the terms and conditions (`selfservice.terms`, or the shipped terms). */
export async function activeTerms(db: Db) {
  const row = await readConfig(db, TERMS_CONFIG_ID);
  const parsed = termsConfigSchema.safeParse(row?.doc);
  const config = parsed.success ? parsed.data : DEFAULT_TERMS;
  return config.versions.find(({ version }) => version === config.active) ?? config.versions[0]!;
}
