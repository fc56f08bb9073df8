import { z } from 'zod';

/**
 * A trust-proxy setting as Fastify takes it: `true`, `false`, or a comma-separated list of
 * addresses, CIDR ranges or names such as `loopback`.
 */
export const trustProxySetting = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value === 'true'
        ? true
        : value === 'false'
          ? false
          : value.split(',').map((entry) => entry.trim()),
    );
