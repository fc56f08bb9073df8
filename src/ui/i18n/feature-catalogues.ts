/**
 * The en catalogue of every screen that ships its own messages (see feature-messages.ts), so that
 * their keys are typed like the core ones. Types only: nothing here reaches the bundle.
 */
export type FeatureCatalogues = object;
