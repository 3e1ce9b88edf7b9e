// Side-effect style imports handled by webpack.
declare module "*.css";
