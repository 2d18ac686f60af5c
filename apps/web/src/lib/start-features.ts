/** An optional start-up feature (SPEC section 7): one that throws is logged and skipped. */
export interface StartupFeature {
  name: string;
  setup(): void | Promise<void>;
}

export async function startFeatures(features: readonly StartupFeature[]): Promise<string[]> {
  const started: string[] = [];
  for (const feature of features) {
    try {
      await feature.setup();
      started.push(feature.name);
    } catch (error) {
      console.error(`Start-up feature "${feature.name}" failed and was skipped`, error);
    }
  }
  return started;
}
