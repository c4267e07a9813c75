import { DASHBOARD_WIDGETS, widgetDef, type SessionUser, type WidgetData } from '@caduceus/contracts';

/** What a widget's loader knows of the request: who asks, when, and what they may read. */
export interface WidgetContext {
  user: SessionUser;
  /** the app's clock */
  now: Date;
  /** the user's read right on a menu link (to link or hide parts of a widget) */
  mayRead(link: string): boolean;
}

/** A widget's data; the parts left out are empty. */
export type WidgetContent = Partial<Omit<WidgetData, 'key' | 'generatedAt'>>;
export type WidgetLoader = (ctx: WidgetContext) => Promise<WidgetContent>;

/**
 * The server half of the widget catalogue: each catalogue widget's data loader. A domain registers its
 * loader once (dashboard.widgets.ts); only registered widgets appear on dashboards.
 */
export class WidgetRegistry {
  private readonly loaders = new Map<string, WidgetLoader>();

  add(key: string, loader: WidgetLoader): this {
    if (!widgetDef(key)) throw new Error(`Widget ${key} is not in the catalogue (packages/contracts/src/dashboard.ts)`);
    if (this.loaders.has(key)) throw new Error(`Widget ${key} is registered twice`);
    this.loaders.set(key, loader);
    return this;
  }

  loader(key: string): WidgetLoader | undefined {
    return this.loaders.get(key);
  }

  /** The registered widgets, in catalogue order. */
  defs() {
    return DASHBOARD_WIDGETS.filter((w) => this.loaders.has(w.key));
  }

  /** The old call names the registered widgets cover. */
  specCalls(): string[] {
    return [...new Set(this.defs().flatMap((w) => w.specCalls ?? []))];
  }
}
