// The academics context's face: nothing other contexts use yet (the student record loads its tabs from ./pages).
export {};
