// alumni: its tables, for other contexts' joins and the migrations (src/schema.ts)
export * from './record/alumni.schema.js';
