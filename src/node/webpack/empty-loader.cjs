// Styles are not needed to render HTML on the server: replace them with nothing.
module.exports = function emptyLoader() {
  return "";
};
