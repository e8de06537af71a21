// The engine's public surface: the shop reaches the engine only through this file.
export {};
