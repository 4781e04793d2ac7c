import base from './playwright.config';
const extra = (process.env.ZZ_ARGS ?? '').split(' ').filter(Boolean);
export default {
  ...base,
  use: { ...base.use, launchOptions: { ...base.use?.launchOptions, args: [...(base.use?.launchOptions?.args ?? []), ...extra] } },
};
