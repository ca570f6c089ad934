export const siteConfig = { title: "fixture" };
