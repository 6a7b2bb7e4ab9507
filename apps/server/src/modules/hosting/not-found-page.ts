/** What a hosted site answers for a path it doesn't have: a plain, accessible 404 page. */
export const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Page not found</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f9fafb;display:grid;min-height:100vh;place-items:center}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:2rem;margin:0 0 .5rem}
a{color:#1d4ed8;font-weight:600}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:3px}
</style>
</head>
<body>
<main>
<h1>Page not found</h1>
<p>The page you are looking for isn't here.</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
