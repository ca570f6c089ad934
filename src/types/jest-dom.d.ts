// The DOM matchers that jest.config.js adds to every test's expect (toBeInTheDocument, toHaveTextContent …).
import "@testing-library/jest-dom";
