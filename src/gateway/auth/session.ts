import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

const nameValue = z.object({ name: z.string(), value: z.unknown() });

const signedInSchema = z.object({
  realm: z.string(),
  username: z.string(),
  subject: z.string(),
  authTime: z.number(),
  ssoToken: z.string(),
  accessToken: z.string(),
  refreshToken: z.string().optional(),
  expiresAt: z.number(),
  postLogoutUrl: z.string().optional(),
  identity: z.object({ component: z.string(), id: z.string() }).optional(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

const journeySchema = z.object({
  realm: z.string(),
  tree: z.string(),
  goto: z.string().optional(),
  authId: z.string(),
  callbacks: z.array(
    z.looseObject({
      type: z.string(),
      output: z.array(nameValue),
      input: z.array(nameValue),
    }),
  ),
});
export type JourneyState = z.infer<typeof journeySchema>;

declare module '@fastify/secure-session' {
  interface SessionData {
    signedIn: SignedIn;
    journey: JourneyState;
  }
}

/** Typed access to the encrypted session cookie; what it holds never reaches the browser. */
export function sessionAccess(request: FastifyRequest) {
  const session = request.session;
  // Resolvers read the session many times per request: each stored value is parsed once.
  const parsedValues = new Map<string, { raw: unknown; value: unknown }>();
  const read = <S extends z.ZodType>(
    key: 'signedIn' | 'journey',
    schema: S,
  ): z.infer<S> | undefined => {
    const raw = session.get(key);
    const known = parsedValues.get(key);
    if (known && known.raw === raw) return known.value as z.infer<S> | undefined;
    const parsed = schema.safeParse(raw);
    const value = parsed.success ? parsed.data : undefined;
    parsedValues.set(key, { raw, value });
    return value;
  };
  return {
    signedIn: () => read('signedIn', signedInSchema),
    journey: () => read('journey', journeySchema),
    setSignedIn(value: SignedIn) {
      session.set('journey', undefined);
      session.set('signedIn', value);
    },
    setJourney(value: JourneyState | undefined) {
      session.set('journey', value);
    },
    clear() {
      session.delete();
    },
  };
}

export type SessionAccess = ReturnType<typeof sessionAccess>;
