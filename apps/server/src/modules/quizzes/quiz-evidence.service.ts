/** The evidence points ask this module for: queries kept in its repository, published here. */
export { hasPassedQuiz } from './quizzes.repository.js';
