// Side-effect style imports handled by webpack.
declare module "*.css";

// `?raw`: the file's text (src/node/webpack/config.ts), for styles a lazy chunk applies itself.
declare module "*?raw" {
  const text: string;
  export default text;
}
