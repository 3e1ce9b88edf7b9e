/** Build-time values webpack puts in the browser bundle (`optimization.nodeEnv` and DefinePlugin in src/node/webpack/config.ts). */
declare const process: {
  env: {
    NODE_ENV: "production" | "development";
  };
};
