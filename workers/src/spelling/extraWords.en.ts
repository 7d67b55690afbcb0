// Everyday English words the American Hunspell dictionary lacks: those of the
// internet age (flagging them in an essay about social media is noise, not help) and
// "amongst", "amidst" and "whilst", current in every variety of English, and the "cappella" of
// "a cappella", for which the star "Capella" was offered, and Latin plurals of academic
// prose ("foci", "syllabi", "memoranda"), and the common words of software documentation,
// which a README or a thesis in computing uses on every page ("config", "async", "repo"),
// and the terms of today's research across the disciplines ("covariate", "microbiome",
// "melatonin", "positionality"), whose flagging in an essay makes a checker look unread.
export const extraWordsEn: ReadonlySet<string> = new Set([
  'cyber', 'cyberbullying', 'cyberspace', 'webpage', 'webpages', 'ebook', 'ebooks', 'gameplay', 'livestream', 'livestreams',
  'livestreaming', 'smartwatch', 'smartwatches', 'touchscreen', 'touchscreens', 'chatbot', 'chatbots', 'hashtags', 'unfollow',
  'amongst', 'amidst', 'whilst', 'cappella', 'retweet', 'retweets', 'retweeted', 'vlog', 'vlogs', 'vlogger', 'vloggers', 'influencer', 'influencers',
  'foci', 'syllabi', 'memoranda',
  'async', 'config', 'configs', 'repo', 'repos', 'readme', 'readmes', 'minified', 'minify', 'minification', 'bundler', 'bundlers',
  'schemas', 'booleans', 'charset', 'charsets', 'tokenizer', 'tokenizers', 'tokenization', 'tokenize', 'tokenized', 'tokeniser',
  'tokenisers', 'tokenisation', 'tokenise', 'tokenised', 'stdout', 'stdin', 'stderr', 'args', 'argv', 'params', 'namespace', 'namespaces',
  'middleware', 'dropdown', 'dropdowns', 'frontend', 'frontends', 'backend', 'backends', 'codebase', 'codebases', 'runtimes', 'localhost',
  'subfolder', 'subfolders', 'subdirectory', 'subdirectories', 'lookups', 'webhook', 'webhooks', 'changelog', 'changelogs',
  'walkthrough', 'walkthroughs', 'performant', 'transpiler', 'transpilers', 'transpile', 'transpiled', 'polyfill', 'polyfills',
  'serializer', 'serializers', 'deserialize', 'deserialized', 'deserialization', 'getter', 'getters', 'enum', 'enums', 'iterable',
  'iterables', 'mutex', 'mutexes', 'regexes', 'symlink', 'symlinks', 'gzip', 'gzipped', 'signup', 'signups', 'checkboxes',
  'toolchain', 'toolchains', 'toolset', 'toolsets', 'bugfix', 'bugfixes', 'hotfix', 'hotfixes', 'stylesheet', 'stylesheets',
  'covariate', 'covariates', 'heteroscedasticity', 'homoscedasticity', 'multicollinearity', 'generalizability', 'generalisability',
  'replicability', 'reproducibility', 'interrater', 'nonsignificant', 'posttest', 'posttests', 'subsample', 'subsamples', 'subsampling',
  'operationalize', 'operationalized', 'operationalizes', 'operationalizing', 'operationalization', 'operationalise', 'operationalised',
  'operationalises', 'operationalising', 'operationalisation', 'preprocess', 'preprocessed', 'preprocessing', 'hyperparameter',
  'hyperparameters', 'overfit', 'overfitting', 'underfitting', 'backpropagation', 'autoencoder', 'autoencoders', 'embeddings',
  'pretrained', 'pretraining', 'multimodal', 'datafication', 'infodemic', 'gamification', 'onboarding', 'upskilling', 'reskilling',
  'edtech', 'telehealth', 'telemedicine', 'melatonin', 'microbiome', 'microbiomes', 'microbiota', 'immunotherapy', 'immunotherapies',
  'genomic', 'proteomic', 'proteomics', 'transcriptomic', 'transcriptomics', 'metabolomics', 'epigenetic', 'epigenetics',
  'pathogenicity', 'comorbidities', 'seroprevalence', 'psychosocial', 'neurodevelopmental', 'neurodivergent', 'neurodiversity',
  'neurotypical', 'neuroplasticity', 'metacognition', 'metacognitive', 'pedagogies', 'andragogy', 'wellbeing', 'gaslighting',
  'anthropogenic', 'renewables', 'decarbonize', 'decarbonise', 'decarbonization', 'decarbonisation', 'greenwashing', 'biofuel',
  'biofuels', 'bioplastic', 'bioplastics', 'microplastic', 'microplastics', 'nanoparticle', 'nanoparticles', 'microeconomic',
  'transdisciplinary', 'sociocultural', 'socioemotional', 'hermeneutic', 'hermeneutics', 'neoliberal', 'neoliberalism',
  'postcolonialism', 'poststructuralism', 'poststructuralist', 'heteronormative', 'heteronormativity', 'nonbinary', 'positionality',
]);
