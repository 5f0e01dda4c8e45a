import type { Article } from '../article.js'

export { ArticleView }

function ArticleView({ article }: { article: Article }) {
  return (
    <article>
      <h1>{article.title}</h1>
      {article.paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </article>
  )
}
