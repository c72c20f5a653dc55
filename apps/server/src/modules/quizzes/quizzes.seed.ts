import { QuizInputSchema, type QuizInput } from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { insertActivity } from '../activities/activities.queries.js';
import { writeQuizBody } from './quizzes.service.js';

type Question = QuizInput['questions'][number];

/** A single-choice question whose first option is the right one (the order is shuffled per attempt). */
function single(prompt: string, right: string, wrong: string[], explanation: string): Question {
  const choices = [{ text: right, correct: true }, ...wrong.map((text) => ({ text, correct: false }))];
  return { prompt, kind: 'SINGLE', explanation, choices };
}

function multiple(prompt: string, right: string[], wrong: string[], explanation: string): Question {
  const choices = [
    ...right.map((text) => ({ text, correct: true })),
    ...wrong.map((text) => ({ text, correct: false })),
  ];
  return { prompt, kind: 'MULTIPLE', explanation, choices };
}

const RENAISSANCE: QuizInput = {
  title: 'Renaissance masters',
  description: 'Six questions on the painters of the Italian Renaissance; each attempt draws five.',
  timeLimitSeconds: 300,
  passMarkPercent: 60,
  drawCount: 5,
  pointsReward: 50,
  questions: [
    single(
      'Who painted The Last Supper?',
      'Leonardo da Vinci',
      ['Michelangelo', 'Titian', 'Giotto'],
      'Leonardo painted it around 1495–1498 on a wall of the refectory of Santa Maria delle Grazie in Milan.',
    ),
    single(
      'Who painted the ceiling of the Sistine Chapel?',
      'Michelangelo',
      ['Raphael', 'Botticelli', 'Caravaggio'],
      'Michelangelo painted the ceiling between 1508 and 1512 for Pope Julius II.',
    ),
    single(
      'Who painted The Birth of Venus?',
      'Sandro Botticelli',
      ['Leonardo da Vinci', 'Piero della Francesca', 'Titian'],
      'Botticelli painted it in the mid-1480s; it hangs in the Uffizi in Florence.',
    ),
    multiple(
      'Which of these works are by Raphael?',
      ['The School of Athens', 'The Sistine Madonna'],
      ['The Night Watch', 'The Garden of Earthly Delights'],
      'The School of Athens (1509–1511) is a fresco in the Vatican; the Sistine Madonna (1512) is in Dresden. The Night Watch is by Rembrandt and The Garden of Earthly Delights by Hieronymus Bosch.',
    ),
    single(
      'In which city is the Uffizi Gallery?',
      'Florence',
      ['Rome', 'Venice', 'Milan'],
      'The Uffizi, built for the Medici in the 16th century, is in Florence.',
    ),
    single(
      'What is painting on fresh, wet lime plaster called?',
      'Fresco',
      ['Tempera', 'Impasto', 'Sfumato'],
      'In true (buon) fresco the pigments bind into the plaster as it dries, so the painter works one day-patch at a time.',
    ),
  ],
};

const IMPRESSIONISM: QuizInput = {
  title: 'Impressionism and after',
  description: 'From Monet to Munch: five questions on painting in the late 19th century.',
  timeLimitSeconds: null,
  passMarkPercent: 70,
  pointsReward: 40,
  questions: [
    single(
      'Which painting gave Impressionism its name?',
      'Impression, Sunrise by Claude Monet',
      [
        'Luncheon on the Grass by Édouard Manet',
        'The Dance Class by Edgar Degas',
        'Water Lilies by Claude Monet',
      ],
      'The critic Louis Leroy mocked Monet’s Impression, Sunrise (1872) after the 1874 exhibition, and the name stuck.',
    ),
    single(
      'Who painted The Starry Night (1889)?',
      'Vincent van Gogh',
      ['Paul Gauguin', 'Paul Cézanne', 'Georges Seurat'],
      'Van Gogh painted it at the asylum in Saint-Rémy-de-Provence; it is now at MoMA in New York.',
    ),
    multiple(
      'Which of these painters are counted among the Impressionists?',
      ['Claude Monet', 'Pierre-Auguste Renoir', 'Camille Pissarro'],
      ['Salvador Dalí', 'Andy Warhol'],
      'Monet, Renoir and Pissarro showed at the Impressionist exhibitions; Pissarro showed at all eight. Dalí was a Surrealist and Warhol a Pop artist.',
    ),
    single(
      'What is the technique of painting in small dots of pure colour called?',
      'Pointillism',
      ['Cubism', 'Fauvism', 'Cloisonnism'],
      'Georges Seurat and Paul Signac developed it; A Sunday Afternoon on the Island of La Grande Jatte (1884–1886) is the best-known example.',
    ),
    single(
      'Who painted The Scream?',
      'Edvard Munch',
      ['Gustav Klimt', 'Egon Schiele', 'James Ensor'],
      'The Norwegian painter Edvard Munch made the first painted version in 1893.',
    ),
  ],
};

const WORLD: QuizInput = {
  title: 'Art around the world',
  description: 'Four questions on famous works from Japan, Mexico and the Netherlands.',
  timeLimitSeconds: 180,
  passMarkPercent: 50,
  pointsReward: 30,
  questions: [
    single(
      'Who made the woodblock print The Great Wave off Kanagawa?',
      'Katsushika Hokusai',
      ['Utagawa Hiroshige', 'Kitagawa Utamaro', 'Tōshūsai Sharaku'],
      'Hokusai published it around 1831 in his series Thirty-six Views of Mount Fuji.',
    ),
    single(
      'Which painter made the double self-portrait The Two Fridas (1939)?',
      'Frida Kahlo',
      ['Diego Rivera', 'Leonora Carrington', 'Tamara de Lempicka'],
      'Frida Kahlo painted it in 1939; it is in the Museo de Arte Moderno in Mexico City.',
    ),
    single(
      'Who painted Girl with a Pearl Earring?',
      'Johannes Vermeer',
      ['Rembrandt van Rijn', 'Frans Hals', 'Jan Steen'],
      'Vermeer painted it around 1665; it hangs in the Mauritshuis in The Hague.',
    ),
    single(
      "Which museum holds Rembrandt's The Night Watch?",
      'Rijksmuseum, Amsterdam',
      ['Louvre, Paris', 'National Gallery, London', 'Prado, Madrid'],
      'The Night Watch (1642) has been in the Rijksmuseum in Amsterdam since the museum opened its current building in 1885.',
    ),
  ],
};

export const DEMO_QUIZZES: [slug: string, quiz: QuizInput][] = [
  ['demo-quiz-renaissance-masters', RENAISSANCE],
  ['demo-quiz-impressionism-and-after', IMPRESSIONISM],
  ['demo-quiz-art-around-the-world', WORLD],
];

/** Publishes the demo art-history quizzes as staff content. */
export async function seedDemoQuizzes(db: Executor): Promise<number> {
  for (const [slug, input] of DEMO_QUIZZES) {
    const quiz = QuizInputSchema.parse(input);
    const activity = await insertActivity(db, {
      type: 'QUIZ',
      slug,
      title: quiz.title,
      description: quiz.description,
      pointsReward: quiz.pointsReward,
      status: 'PUBLISHED',
      publishAt: new Date(),
      isDemo: true,
    });
    await writeQuizBody(db, activity.id, quiz);
  }
  return DEMO_QUIZZES.length;
}
