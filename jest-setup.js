// Gatsby's loader is a global in the browser; components under test never navigate for real.
global.___loader = { enqueue: jest.fn() };
