import CollectionLayout
import Yams
