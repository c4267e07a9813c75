// clinical: what other contexts use of the clinical screens (none yet; the screens are in pages.ts)
export {};
